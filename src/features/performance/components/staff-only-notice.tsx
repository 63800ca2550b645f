import { Alert } from '@mantine/core';

/** Spec 6: the panel and the instances are for agency staff; guests get nothing of them. */
export function StaffOnlyNotice() {
  return (
    <Alert color="gray" title="Sequence performance is for agency staff" maw={640}>
      Your account can see your company's views only.
    </Alert>
  );
}
