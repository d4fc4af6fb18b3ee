import { lazy, Suspense, useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { LoadingPanel, useSingleFlight } from '@nail-or-never/shared';
import { ABOUT_LIMITS, aboutPageFormSchema, type AboutPage, type AboutPageFormValues } from '@nail-or-never/shared/schemas';
import { FormField, FormProblemMessage, readServerFailure, useReloadLatest, UnsavedChangesPrompt, useUnsavedChangesGuard, type FormProblem } from '@nail-or-never/shared/kit';
import type { z } from 'zod';

// Quill is big: only this page downloads it, and only once the form shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

type AboutFormInput = z.input<typeof aboutPageFormSchema>;
const ABOUT_FIELDS = ['title', 'bodyHtml', 'status', 'heroImageId'] as const;

const formValues = (page: AboutPage): AboutFormInput => ({ title: page.title, bodyHtml: page.bodyHtml, status: page.status, heroImageId: page.heroImageId });

export interface AboutPageFormProps {
  page: AboutPage;
  onSave: (values: AboutPageFormValues, base: AboutPage) => Promise<AboutPage>;
  onReload: () => Promise<AboutPage>;
}

/** Title, text, hero picture and draft/published of the about-us page. */
export function AboutPageForm({ page, onSave, onReload }: AboutPageFormProps) {
  const [base, setBase] = useState(page);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<AboutFormInput, unknown, AboutPageFormValues>({ resolver: zodResolver(aboutPageFormSchema), defaultValues: formValues(page), mode: 'onTouched' });
  const guard = useUnsavedChangesGuard(isDirty);

  const save = useCallback(
    async (values: AboutPageFormValues) => {
      setProblem(null);
      try {
        const saved = await onSave(values, base);
        setBase(saved);
        reset(formValues(saved));
      } catch (error) {
        const failure = readServerFailure(error, ABOUT_FIELDS);
        for (const [field, message] of failure.fieldErrors) setError(field as keyof AboutFormInput, { type: 'server', message }, { shouldFocus: true });
        if (failure.problem) setProblem(failure.problem);
      }
    },
    [base, onSave, reset, setError],
  );
  const { run, busy } = useSingleFlight(save);

  const { reload, reloading } = useReloadLatest({
    load: onReload,
    apply: (latest) => {
      setBase(latest);
      reset(formValues(latest));
    },
    setProblem,
    goneMessage: 'The about-us page could not be found.',
  });

  return (
    <form className="svc-form gen-form" noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit(run)(event)}>
      <section className="svc-card gen-form-section" aria-labelledby="about-text-heading">
        <h2 id="about-text-heading">Text</h2>
        <FormField id="about-title" label="Title" error={errors.title?.message} hint={`${ABOUT_LIMITS.titleMin}–${ABOUT_LIMITS.titleMax} characters.`}>
          {(a11y) => <InputText {...a11y} {...register('title')} disabled={busy} className="svc-input-full" />}
        </FormField>
        <div className="svc-field">
          <span id="about-body-label" className="svc-field-label">
            Page text
          </span>
          <Controller
            control={control}
            name="bodyHtml"
            render={({ field }) => (
              <Suspense fallback={<LoadingPanel label="Loading the editor…" />}>
                <RichTextEditor id="about-body" labelId="about-body-label" describedBy={errors.bodyHtml ? 'about-body-error' : 'about-body-hint'} value={field.value} onChange={field.onChange} readOnly={busy} />
              </Suspense>
            )}
          />
          <small id="about-body-hint" className="svc-field-hint">
            Headings, bold, italic, lists and links are kept; anything else is removed when saved.
          </small>
          {errors.bodyHtml ? (
            <small id="about-body-error" className="p-error svc-field-error">
              {errors.bodyHtml.message}
            </small>
          ) : null}
        </div>
      </section>

      <section className="svc-card gen-form-section" aria-labelledby="about-publish-heading">
        <h2 id="about-publish-heading">Hero picture and publishing</h2>
        <Controller
          control={control}
          name="heroImageId"
          render={({ field }) => (
            <fieldset className="gen-choice-list">
              <legend className="svc-field-label">Hero picture (shown large at the top)</legend>
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
              <legend className="svc-field-label">Visitors see</legend>
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

      <FormProblemMessage problem={problem} onReload={() => void reload()} reloading={reloading} />
      <div className="svc-form-actions">
        <Button type="button" label="Discard changes" outlined severity="secondary" disabled={busy || !isDirty} onClick={() => reset(formValues(base))} />
        <Button type="submit" label="Save page" icon="pi pi-check" loading={busy} />
      </div>
      <UnsavedChangesPrompt blocker={guard.blocker} />
    </form>
  );
}
