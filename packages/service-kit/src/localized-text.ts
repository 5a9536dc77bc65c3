import { Schema } from 'mongoose';
import type { LocalizedText } from '@d742/contracts';

/** School-written text kept in both interface languages; answered in the reader's language. */
export const localizedTextField = new Schema<LocalizedText>(
  { so: { type: String, required: true }, en: { type: String, required: true } },
  { _id: false },
);
