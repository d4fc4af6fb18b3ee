/** The longest search text a list call accepts (the search boxes stop there too). Without zod, for the kit's SearchBox. */
export const SEARCH_MAX_LENGTH = 80;
