import { LANGUAGES, TEXT_ORIGINS, TRANSLATION_SOURCES } from '@d742/contracts';
import { Schema } from 'mongoose';
import type { StoredText } from '../domain/texts';

/** A StoredText as a sub-document: the original, and the translation (its text absent when 'none'). */
export const storedTextSchema = new Schema<StoredText>(
  {
    original: {
      type: new Schema(
        {
          language: { type: String, enum: LANGUAGES, required: true },
          text: { type: String, required: true },
          origin: { type: String, enum: TEXT_ORIGINS, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    translation: {
      type: new Schema(
        {
          source: { type: String, enum: TRANSLATION_SOURCES, required: true },
          language: { type: String, enum: LANGUAGES, required: true },
          text: { type: String },
        },
        { _id: false },
      ),
      required: true,
    },
  },
  { _id: false },
);
