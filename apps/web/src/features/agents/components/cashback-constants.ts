/** The history's page size: the server's default `per_page`. */
export const cashbackPerPage = 20;
