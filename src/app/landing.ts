/**
 * Where a signed-in user lands (the app's `/`): a client contact on their
 * home, staff on the booking form. The sign-in page loads that screen's code
 * ahead, before it knows who signs in: staff's, the common case.
 */
export const landingPath = (isGuest: boolean) => (isGuest ? '/home' : '/meeting/new');
