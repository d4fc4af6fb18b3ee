import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AboutPage } from '@nail-or-never/shared/schemas';
import { aboutApi } from './aboutApi';
import { generalQueryKeys } from './generalQueryKeys';

export const aboutQueries = {
  page: () => queryOptions({ queryKey: generalQueryKeys.aboutPage, queryFn: aboutApi.get }),
};

export const aboutCache = {
  store: (client: QueryClient, page: AboutPage) => client.setQueryData(generalQueryKeys.aboutPage, page),
  /** A picture changed: the page (its pictures, maybe its hero and version) is read again. */
  refresh: (client: QueryClient) => client.invalidateQueries({ queryKey: generalQueryKeys.aboutPage }),
};
