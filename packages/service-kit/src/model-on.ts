import type { Connection, Model, Schema } from 'mongoose';

/** Returns the model already compiled on this connection, or compiles it (app and seed share a connection). */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}
