import type { Employee, EmployeeCreateInput, EmployeeStatusFilter, EmployeeUpdateInput } from '@nail-or-never/shared/schemas';
import { httpClient, type ApiEnvelope, type PagedEnvelope } from '@nail-or-never/shared';

export interface EmployeeListRequest {
  page?: number;
  limit?: number;
  q?: string;
  status?: EmployeeStatusFilter;
}

/** What `PUT /employees/photo` does with the photo: a new file, or none. */
export type EmployeePhotoChange = { kind: 'replace'; file: File } | { kind: 'remove' };

/** The salon's staff (`/employees`): JSON records; the photo has its own multipart call. */
export const employeeApi = {
  async list({ page, limit, q, status }: EmployeeListRequest = {}): Promise<PagedEnvelope<Employee>> {
    const response = await httpClient.get<PagedEnvelope<Employee>>('/employees', { params: { page, limit, status, ...(q ? { q } : {}) } });
    return response.data;
  },

  async get(id: number): Promise<Employee> {
    const response = await httpClient.get<ApiEnvelope<Employee>>(`/employees/${id}`);
    return response.data.data;
  },

  async create(input: EmployeeCreateInput): Promise<Employee> {
    const response = await httpClient.post<ApiEnvelope<Employee>>('/employees', input);
    return response.data.data;
  },

  /** Answers 409 when someone else saved the employee since `version` was read. */
  async update(input: EmployeeUpdateInput): Promise<Employee> {
    const response = await httpClient.put<ApiEnvelope<Employee>>('/employees', input);
    return response.data.data;
  },

  async changePhoto(id: number, version: number, change: EmployeePhotoChange): Promise<Employee> {
    const form = new FormData();
    form.append('id', String(id));
    form.append('version', String(version));
    if (change.kind === 'replace') form.append('image', change.file);
    else form.append('removeImage', 'true');
    const response = await httpClient.put<ApiEnvelope<Employee>>('/employees/photo', form);
    return response.data.data;
  },

  /** Refused (409, naming them) while the employee has bookings: deactivate them instead. */
  async remove(id: number): Promise<void> {
    await httpClient.delete(`/employees/${id}`);
  },
};
