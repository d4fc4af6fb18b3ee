/** Where the host mounts this section (spec §2); the section's own routes are relative to it. */
export const SECTION_BASE_PATH = '/admin/parent-gallery';

export const sectionHref = {
  add: (basePath: string) => `${basePath}/add`,
  group: (basePath: string, id: number) => `${basePath}/${id}`,
};
