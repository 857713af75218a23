import { z } from 'zod';
import { localizedName, localizedText } from '../localized-text';

/** An internal route path (optionally with a query or fragment); never an external host or '#'. */
export const internalPath = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z-]+=[a-z0-9-]+)?(#[a-z0-9-]+)?$/);

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** A headline figure and what it counts; the figure may read the same in every language ('800+'), like a proper name. */
export const statistic = z.object({ value: localizedName, label: localizedText }).strict();
