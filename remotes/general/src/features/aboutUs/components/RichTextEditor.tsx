import { Editor, type EditorTextChangeEvent } from 'primereact/editor';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy?: string | undefined;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
}

/**
 * PrimeReact's Editor (Quill) with a toolbar of labelled buttons, limited to what the server keeps
 * (headings, bold, italic, underline, lists, links): Quill's own toolbar has unnamed buttons that a
 * screen reader announces as "button". Loaded only by the about-us page (default export for lazy).
 */
export default function RichTextEditor({ id, labelId, describedBy, value, onChange, readOnly = false }: RichTextEditorProps) {
  const toolbar = (
    <span className="ql-formats gen-editor-buttons">
      {/* Buttons, not Quill's drop-down picker: its spans have no names a screen reader could read. */}
      <button type="button" className="ql-header" value="2" aria-label="Heading" />
      <button type="button" className="ql-header" value="3" aria-label="Subheading" />
      <button type="button" className="ql-bold" aria-label="Bold" />
      <button type="button" className="ql-italic" aria-label="Italic" />
      <button type="button" className="ql-underline" aria-label="Underline" />
      <button type="button" className="ql-list" value="ordered" aria-label="Numbered list" />
      <button type="button" className="ql-list" value="bullet" aria-label="Bulleted list" />
      <button type="button" className="ql-link" aria-label="Link" />
      <button type="button" className="ql-clean" aria-label="Clear formatting" />
    </span>
  );
  return (
    <Editor
      id={id}
      value={value}
      readOnly={readOnly}
      headerTemplate={toolbar}
      style={{ minHeight: '16rem' }}
      onTextChange={(event: EditorTextChangeEvent) => onChange(event.htmlValue ?? '')}
      onLoad={(quill: unknown) => {
        // The editable area is what people type in: give it a name and a role screen readers know.
        const root = (quill as { root?: HTMLElement }).root;
        root?.setAttribute('role', 'textbox');
        root?.setAttribute('aria-multiline', 'true');
        root?.setAttribute('aria-labelledby', labelId);
        if (describedBy) root?.setAttribute('aria-describedby', describedBy);
      }}
    />
  );
}
