/** Addresses inside the employees page, below the base path the host mounted it at. */
export const employeeHref = {
  list: (basePath: string) => basePath,
  add: (basePath: string) => `${basePath}/new`,
  detail: (basePath: string, id: number) => `${basePath}/${id}`,
};
