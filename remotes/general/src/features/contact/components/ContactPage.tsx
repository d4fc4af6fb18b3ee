import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { contactMutations, contactQueries } from '@nail-or-never/shared/general';
import type { Contact, ContactFormValues } from '@nail-or-never/shared/schemas';
import { HistoryPanel, useSectionToast } from '@nail-or-never/shared/kit';
import { ContactForm } from './ContactForm';
import './contact.css';

/** `/admin/contact`: the salon's one contact record. */
export function ContactPage() {
  const client = useQueryClient();
  const toast = useSectionToast();
  const contact = useQuery(contactQueries.record());
  const update = useMutation(contactMutations.update());

  const save = async (values: ContactFormValues, base: Contact): Promise<Contact> => {
    const saved = await update.mutateAsync({ ...values, version: base.version });
    toast.show('success', 'Contact details saved', `“${saved.businessName}” is up to date.`);
    return saved;
  };
  const reload = () => client.fetchQuery({ ...contactQueries.record(), staleTime: 0 });

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>Contact</h1>
          <p className="kit-page-lead">How customers reach the salon and when it is open. The booking calendar uses these hours and the time zone.</p>
        </div>
      </header>
      {contact.isPending ? <LoadingPanel label="Loading the contact details…" /> : null}
      {contact.isError ? (
        <StatePanel tone="error" title="The contact details could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void contact.refetch() }}>
          {toApiError(contact.error).message}
        </StatePanel>
      ) : null}
      {contact.isSuccess ? (
        <>
          <ContactForm contact={contact.data} onSave={save} onReload={reload} />
          {/* A singleton: the contact record is record 1 in the history. */}
          <div className="kit-card">
            <HistoryPanel resource="contact" id={1} />
          </div>
        </>
      ) : null}
    </div>
  );
}
