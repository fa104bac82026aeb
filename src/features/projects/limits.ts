/**
 * Projects on /projects: one page of the list (featured first, then newest). A statically
 * generated page cannot read ?page, and a hundred cards is already a long page.
 */
export const PROJECTS_PAGE_SIZE = 60;
