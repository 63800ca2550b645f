/** Spec 9: team members are shown in rows of 4. */
export const teamRowSize = 4;
