/**
 * Query keys of the general section's resources. Nested, so refreshing a resource's root key
 * refreshes its lists and details together. Only the query factories in this folder read them.
 */
export const generalQueryKeys = {
  contact: ['general', 'contact'] as const,
};
