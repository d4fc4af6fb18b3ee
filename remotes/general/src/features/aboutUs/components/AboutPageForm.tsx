import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { LoadingPanel } from '@nail-or-never/shared';
import { ABOUT_LIMITS, aboutPageFormSchema, type AboutPage, type AboutPageFormValues } from '@nail-or-never/shared/schemas';
import { FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import type { z } from 'zod';

// Quill is big: only this page downloads it, and only once the form shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

type AboutFormInput = z.input<typeof aboutPageFormSchema>;
const resolver = zodResolver(aboutPageFormSchema);

const formValues = (page: AboutPage): AboutFormInput => ({ title: page.title, bodyHtml: page.bodyHtml, status: page.status, heroImageId: page.heroImageId });

export interface AboutPageFormProps {
  page: AboutPage;
  onSave: (values: AboutPageFormValues, base: AboutPage) => Promise<AboutPage>;
  onReload: () => Promise<AboutPage>;
}

/** Title, text, hero picture and draft/published of the about-us page. */
export function AboutPageForm({ page, onSave, onReload }: AboutPageFormProps) {
  const [base, setBase] = useState(page);
  // The page owns the save (and its toast); the form hands it the values and the version they were made on.
  const save = { mutateAsync: (values: AboutPageFormValues) => onSave(values, base), isPending: false };
  const record = useRecordForm<AboutFormInput, AboutPageFormValues, AboutPageFormValues, AboutPage, AboutPage>({
    resolver,
    values: formValues(base),
    mutation: save,
    toVariables: (values) => values,
    kind: 'page',
    savedValues: formValues,
    onSaved: (saved) => setBase(saved),
    reload: { load: onReload, valuesOf: formValues, onLoaded: setBase, goneMessage: 'The about-us page could not be found.' },
  });
  const { control, register, reset } = record.form;
  const { busy, dirty, errorOf } = record;
  const bodyError = errorOf('bodyHtml');

  return (
    <form className="kit-form gen-form" noValidate aria-busy={busy} onSubmit={record.onSubmit}>
      <section className="kit-card gen-form-section" aria-labelledby="about-text-heading">
        <h2 id="about-text-heading">Text</h2>
        <FormField id="about-title" label="Title" error={errorOf('title')} hint={`${ABOUT_LIMITS.titleMin}–${ABOUT_LIMITS.titleMax} characters.`}>
          {(a11y) => <InputText {...a11y} {...register('title')} disabled={busy} className="kit-input-full" />}
        </FormField>
        <div className="kit-field">
          <span id="about-body-label" className="kit-field-label">
            Page text
          </span>
          <Controller
            control={control}
            name="bodyHtml"
            render={({ field }) => (
              <Suspense fallback={<LoadingPanel label="Loading the editor…" />}>
                <RichTextEditor id="about-body" labelId="about-body-label" describedBy={bodyError ? 'about-body-error' : 'about-body-hint'} value={field.value} onChange={field.onChange} readOnly={busy} />
              </Suspense>
            )}
          />
          <small id="about-body-hint" className="kit-field-hint">
            Headings, bold, italic, lists and links are kept; anything else is removed when saved.
          </small>
          {bodyError ? (
            <small id="about-body-error" className="p-error kit-field-error">
              {bodyError}
            </small>
          ) : null}
        </div>
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="about-publish-heading">
        <h2 id="about-publish-heading">Hero picture and publishing</h2>
        <Controller
          control={control}
          name="heroImageId"
          render={({ field }) => (
            <fieldset className="gen-choice-list">
              <legend className="kit-field-label">Hero picture (shown large at the top)</legend>
              {[{ id: null, label: 'No hero picture' }, ...page.images.map((image) => ({ id: image.id, label: image.altText }))].map((choice) => (
                <label key={choice.id ?? 'none'} className="gen-choice">
                  <RadioButton inputId={`about-hero-${choice.id ?? 'none'}`} checked={Number(field.value ?? 0) === (choice.id ?? 0)} onChange={() => field.onChange(choice.id)} disabled={busy} />
                  <span>{choice.label}</span>
                </label>
              ))}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <fieldset className="gen-choice-list">
              <legend className="kit-field-label">Visitors see</legend>
              <label className="gen-choice">
                <RadioButton inputId="about-status-draft" checked={field.value === 'draft'} onChange={() => field.onChange('draft')} disabled={busy} />
                <span>Draft: not shown on the website</span>
              </label>
              <label className="gen-choice">
                <RadioButton inputId="about-status-published" checked={field.value === 'published'} onChange={() => field.onChange('published')} disabled={busy} />
                <span>Published: shown on the website</span>
              </label>
            </fieldset>
          )}
        />
      </section>

      <FormProblemMessage {...record.problemProps} />
      <div className="kit-form-actions">
        <Button type="button" label="Discard changes" outlined severity="secondary" disabled={busy || !dirty} onClick={() => reset(formValues(base))} />
        <Button type="submit" label="Save page" icon="pi pi-check" loading={busy} />
      </div>
      {record.guard}
    </form>
  );
}
