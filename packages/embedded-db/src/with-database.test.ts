import { withDatabase } from './with-database';

describe('withDatabase(baseUri, dbName)', () => {
  it('adds the database to a bare URI', () => {
    expect(withDatabase('mongodb://127.0.0.1:27017', 'd742_identity')).toBe(
      'mongodb://127.0.0.1:27017/d742_identity',
    );
  });

  it('handles a trailing slash', () => {
    expect(withDatabase('mongodb://127.0.0.1:27017/', 'app')).toBe('mongodb://127.0.0.1:27017/app');
  });

  it('replaces an existing database and keeps the query string', () => {
    expect(withDatabase('mongodb://u:p@h1:1,h2:2/old?replicaSet=rs0&authSource=admin', 'new')).toBe(
      'mongodb://u:p@h1:1,h2:2/new?replicaSet=rs0&authSource=admin',
    );
  });

  it('keeps a query string when there was no path', () => {
    expect(withDatabase('mongodb+srv://cluster.example.net?retryWrites=true', 'x')).toBe(
      'mongodb+srv://cluster.example.net/x?retryWrites=true',
    );
  });

  it('rejects invalid database names and non-MongoDB URIs', () => {
    expect(() => withDatabase('mongodb://h', 'a/b')).toThrow('Invalid MongoDB database name');
    expect(() => withDatabase('mongodb://h', '')).toThrow('Invalid MongoDB database name');
    expect(() => withDatabase('http://h', 'x')).toThrow('Not a MongoDB connection string');
  });
});
