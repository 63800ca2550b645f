import { createFileRoute } from '@tanstack/react-router';
import { filtersFromSearch, searchFromFilters, taskSearchSchema } from '../../../domain/tasks/task-search';
import { TasksPage } from '../../../features/tasks/components/tasks-page';
import { staffOnly } from '../../guards/staff-only';

export const Route = createFileRoute('/_app/tasks')({
  beforeLoad: staffOnly,
  validateSearch: taskSearchSchema,
  component: TasksRoute,
});

function TasksRoute() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TasksPage
      me={me}
      filters={filtersFromSearch(search)}
      onFiltersChange={(filters) => void navigate({ search: searchFromFilters(filters), replace: true })}
    />
  );
}
