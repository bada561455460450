// The catalogue seed: stores, brands, categories, products, variants, prices, inventory and the
// search index, as idempotent seed steps (see demo-data/seed.ts). Run them after the foundation
// steps: runSeed(pool, [...foundationSeedSteps, ...catalogSeedSteps]).
export { catalogSeedSteps, catalogSeedData, seedDay } from './steps';
export { generateCatalog, slugify, type CatalogSeed, type ProductSeed, type VariantSeed } from './generate';
export { localPrice, salePrice, priceStepMinor, PRICE_LEVELS } from './pricing';
