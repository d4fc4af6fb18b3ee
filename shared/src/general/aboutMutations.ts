import type { AboutPageUpdateInput } from '@nail-or-never/shared/schemas';
import { resourceWrite } from '@nail-or-never/shared';
import { aboutApi, type AboutImageChanges, type AboutImageDraft } from './aboutApi';
import { generalQueryKeys } from './generalQueryKeys';

/** A picture change moves the page's version (and maybe its hero), so the page is read again. */
export const aboutMutations = {
  update: () =>
    resourceWrite({
      resource: 'aboutUs',
      action: 'update',
      send: (input: AboutPageUpdateInput) => aboutApi.update(input),
      // The answer is the whole page: stored, nothing to read again.
      apply: (client, saved) => client.setQueryData(generalQueryKeys.aboutPage, saved),
      affects: [],
    }),
  addImage: () => resourceWrite({ resource: 'aboutUs', action: 'add-image', send: (draft: AboutImageDraft) => aboutApi.addImage(draft), affects: ['aboutUs'] }),
  updateImage: () => resourceWrite({ resource: 'aboutUs', action: 'update-image', send: (changes: AboutImageChanges) => aboutApi.updateImage(changes), affects: ['aboutUs'] }),
  removeImage: () => resourceWrite({ resource: 'aboutUs', action: 'remove-image', send: (id: number) => aboutApi.removeImage(id), affects: ['aboutUs'] }),
};
