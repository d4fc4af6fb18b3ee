/**
 * `@nail-or-never/shared/kit`: what every section's pages are built from (form fields, the
 * server-problem message, the unsaved-changes guard, the toast, the image picker, the not-found
 * panel, the id parser). A separate entry so only pages that use it download it: the sign-in page
 * and the dashboard never do. It reaches the shared singleton only through `@nail-or-never/shared`.
 */
import './kit.css';

export { FormField, type FormFieldProps, type FieldA11y } from './FormField';
export type { WholeNumberFieldProps } from './WholeNumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export type { MoneyReading } from './moneyInput';
export { ClockTimeInput, type ClockTimeInputProps } from './ClockTimeInput';
export { ClockTimeField, type ClockTimeFieldProps } from './ClockTimeField';
export { ClockDateTimeInput, type ClockDateTimeInputProps } from './ClockDateTimeInput';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { readServerFailure, type FormProblem, type ServerFailure } from './formProblem';
export { FormProblemMessage, type FormProblemMessageProps } from './FormProblemMessage';
export { SectionToastProvider, useSectionToast, type SectionToast, type ToastTone } from './SectionToast';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { useFileDrop } from './useFileDrop';
export { checkImageFile, KEEP_IMAGE, IMAGE_ACCEPT_ATTRIBUTE, type ImageChange } from './imageChange';
export { NotFoundPanel, type NotFoundPanelProps } from './NotFoundPanel';
export { parseId } from './parseId';
export { WEEKDAY_NAMES } from './weeklyHours/weekdayNames';
export { WeeklyHoursEditor, type WeeklyHoursEditorProps, type HoursErrorOf } from './weeklyHours/WeeklyHoursEditor';
export { RecordHoursField, type RecordHoursFieldProps } from './weeklyHours/RecordHoursField';
export { errorMessageAt, serverFieldPaths } from './formErrors';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { Pager, type PagerProps } from './Pager';
export { useDebouncedValue } from './useDebouncedValue';
export { useOpenedForNew } from './useOpenedForNew';
export { useRecordForm, type RecordForm, type RecordFormOptions, type RecordReload } from './recordForm/useRecordForm';
export { lazyResolver, preloadResolver, type LazyResolver } from './recordForm/lazyResolver';
export { useRecordAction, type RecordAction, type RecordActionOptions } from './recordForm/useRecordAction';
export type { SaveMutation, AfterSave, SavedToast } from './recordForm/saveMutation';
export type { RecordDialogProps } from './recordForm/useDialogClose';
export type { RecordSummaryProps, RecordFact } from './recordGroup/RecordSummary';
export { RecordNotFoundPage, type RecordNotFoundPageProps } from './recordGroup/RecordNotFoundPage';
export type { RecordOverviewCardProps } from './recordGroup/RecordOverviewCard';
export { RecordGroupOverview, type RecordGroupOverviewProps, type GroupEditorProps } from './recordGroup/RecordGroupOverview';
export {
  ImageGroupForm,
  type ImageGroupFormProps,
  type ImageGroupFieldNames,
  type ImageGroupFormText,
  type ImageGroupRecord,
} from './recordGroup/ImageGroupForm';
export { imageChangeFields } from './recordGroup/imageChangeFields';
export { NotAllowedPanel, RequireOperation, type NotAllowedPanelProps, type RequireOperationProps } from './NotAllowedPanel';
export { HistoryPanel, type HistoryPanelProps } from './history/HistoryPanel';
export { HistoryEntryItem, type HistoryEntryItemProps } from './history/HistoryEntryItem';
