/**
 * Puts `dbName` into a MongoDB connection string, replacing any database already there and keeping
 * credentials, hosts (several for replica sets) and the query string.
 */
export function withDatabase(baseUri: string, dbName: string): string {
  if (!/^[^/\\. "$*<>:|?]{1,63}$/.test(dbName)) {
    throw new Error(`Invalid MongoDB database name: ${JSON.stringify(dbName)}`);
  }
  const match = /^(mongodb(?:\+srv)?:\/\/)([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/.exec(baseUri.trim());
  if (!match) {
    throw new Error(`Not a MongoDB connection string: ${JSON.stringify(baseUri)}`);
  }
  const [, scheme, authority, , query = ''] = match;
  return `${scheme}${authority}/${dbName}${query}`;
}
