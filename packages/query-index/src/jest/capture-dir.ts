/** The folder where the test workers of one jest run write the query shapes they saw. */
export const CAPTURE_DIR_ENV = 'D742_QUERY_CAPTURE_DIR';
