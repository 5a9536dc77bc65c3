import { MongoClient } from 'mongodb';

/** Connects to `uri`, runs `work` and closes the client whatever happens. */
export async function withClient<T>(
  uri: string,
  work: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}
