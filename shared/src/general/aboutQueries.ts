import { queryOptions } from '@tanstack/react-query';
import { aboutApi } from './aboutApi';
import { generalQueryKeys } from './generalQueryKeys';

export const aboutQueries = {
  page: () => queryOptions({ queryKey: generalQueryKeys.aboutPage, queryFn: aboutApi.get }),
};
