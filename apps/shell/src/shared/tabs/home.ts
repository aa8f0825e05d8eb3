/** The home page inside the shell (the fixed first tab, SPEC §2). */
export const HOME_PATH_IN_SHELL = '/home/index';
