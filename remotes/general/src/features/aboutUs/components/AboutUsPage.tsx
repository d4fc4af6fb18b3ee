import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { aboutMutations, aboutQueries } from '@nail-or-never/shared/general';
import { HistoryPanel, useSectionToast } from '@nail-or-never/shared/kit';
import type { AboutPage, AboutPageFormValues } from '@nail-or-never/shared/schemas';
import { AboutPageForm } from './AboutPageForm';
import { AboutPicturesPanel } from './AboutPicturesPanel';
import { AboutPreview } from './AboutPreview';
import './aboutUs.css';

/** `/admin/about-us`: the salon's story for the website, its pictures, and a preview. */
export function AboutUsPage() {
  const client = useQueryClient();
  const toast = useSectionToast();
  const [previewing, setPreviewing] = useState(false);
  const about = useQuery(aboutQueries.page());
  const update = useMutation(aboutMutations.update());

  const save = async (values: AboutPageFormValues, base: AboutPage): Promise<AboutPage> => {
    const saved = await update.mutateAsync({ ...values, version: base.version });
    toast.show('success', 'About us saved', saved.status === 'published' ? 'Visitors see this version.' : 'Saved as a draft: visitors do not see it yet.');
    return saved;
  };
  const reload = () => client.fetchQuery({ ...aboutQueries.page(), staleTime: 0 });

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>About Us</h1>
          <p className="kit-page-lead">The salon&apos;s story as visitors read it on the website.</p>
        </div>
        {about.isSuccess ? (
          <span className="gen-list-tools">
            <span className={`gen-status gen-status-${about.data.status}`}>
              <i className={about.data.status === 'published' ? 'pi pi-globe' : 'pi pi-pencil'} aria-hidden="true" />
              {about.data.status === 'published' ? 'Published' : 'Draft'}
            </span>
            <Button type="button" label="Preview" icon="pi pi-eye" outlined onClick={() => setPreviewing(true)} />
          </span>
        ) : null}
      </header>
      {about.isPending ? <LoadingPanel label="Loading the about-us page…" /> : null}
      {about.isError ? (
        <StatePanel tone="error" title="The about-us page could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void about.refetch() }}>
          {toApiError(about.error).message}
        </StatePanel>
      ) : null}
      {about.isSuccess ? (
        <>
          <AboutPageForm key={about.data.version} page={about.data} onSave={save} onReload={reload} />
          <AboutPicturesPanel images={about.data.images} />
          {/* A singleton: the about-us page is record 1 in the history. */}
          <div className="kit-card">
            <HistoryPanel resource="about" id={1} />
          </div>
          <Dialog visible={previewing} modal header="Preview: the saved page as visitors see it" onHide={() => setPreviewing(false)} style={{ width: '56rem' }} breakpoints={{ '900px': '96vw' }} draggable={false}>
            <AboutPreview page={about.data} />
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
