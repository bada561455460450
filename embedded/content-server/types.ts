// Shapes shared by the embedded content server's modules (see content/README.md for the seed format).

/** A field value keyed by locale code: `{ 'en-SG': 'Hello', 'th-TH': 'สวัสดี' }`. */
export type LocalizedValue = Record<string, unknown>;
/** All fields of an entity, each keyed by locale (the Management API shape). */
export type LocalizedFields = Record<string, LocalizedValue>;

export interface LocaleDef {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
}

export interface SpaceDef {
  spaceId: string;
  environment: string;
  name?: string;
  locales: LocaleDef[];
}

export type FieldType =
  | 'Symbol'
  | 'Text'
  | 'Integer'
  | 'Number'
  | 'Boolean'
  | 'Date'
  | 'Object'
  | 'RichText'
  | 'Location'
  | 'Link'
  | 'Array';

export interface FieldItems {
  type: FieldType;
  linkType?: 'Entry' | 'Asset';
  validations?: unknown[];
}

export interface FieldDef {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: FieldItems;
  disabled?: boolean;
  omitted?: boolean;
  validations?: unknown[];
}

export interface ContentTypeDef {
  sys: { id: string };
  name: string;
  displayField?: string;
  description?: string;
  fields: FieldDef[];
}

export type EntityType = 'Entry' | 'Asset';

/**
 * One entry or asset as the store keeps it. Versioning follows Contentful (see store.ts):
 * `draft.version` is the entity's `sys.version`; `published` is the snapshot the delivery token sees.
 */
export interface StoredEntity {
  id: string;
  type: EntityType;
  /** Content type id; entries only. */
  contentType?: string;
  createdAt: string;
  draft: { fields: LocalizedFields; version: number; updatedAt: string };
  published: { fields: LocalizedFields; publishedVersion: number; publishedAt: string } | null;
  firstPublishedAt?: string;
  /** How many times the entity was published (the delivery API's `sys.revision`). */
  publishedCounter: number;
}

/** The persisted state, `<dataDir>/store.json`. */
export interface StoreData {
  format: 1;
  /** sha256 of the seed files the store was built from (to notice a changed seed). */
  seedHash: string;
  builtAt: string;
  space: SpaceDef;
  contentTypes: ContentTypeDef[];
  entries: StoredEntity[];
  assets: StoredEntity[];
}

export interface Link {
  sys: { type: 'Link'; linkType: string; id: string };
}

export type Logger = (line: string) => void;
