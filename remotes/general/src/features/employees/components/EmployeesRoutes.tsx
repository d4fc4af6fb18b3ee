import { Route, Routes } from '@nail-or-never/shared/router';
import { NotFoundPanel } from '@nail-or-never/shared/kit';
import { employeeHref } from '../employeePaths';
import { EmployeeEditorPage } from './EmployeeEditorPage';
import { EmployeesListPage } from './EmployeesListPage';

/** Below `/admin/employees`: the list, `new` and `:id`. */
export function EmployeesRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<EmployeesListPage basePath={basePath} />} />
      <Route path="new" element={<EmployeeEditorPage basePath={basePath} />} />
      <Route path=":id" element={<EmployeeEditorPage basePath={basePath} />} />
      <Route path="*" element={<NotFoundPanel addHref={employeeHref.add(basePath)} addLabel="add an employee" />} />
    </Routes>
  );
}
