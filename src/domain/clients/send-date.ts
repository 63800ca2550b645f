/** Spec 9: the send date shows as MM/DD/YYYY; '' when there is none. */
export function formatSendDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
