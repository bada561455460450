/**
 * What each block is, in an editor's words: what a shopper sees on the page (issue 33). The add-block menu shows
 * these; a block's schema description stays the developers' (the fields as the renderer receives them). A block a
 * developer adds without a line here is described by its schema until one is written (a test names it).
 */
export const EDITOR_DESCRIPTIONS: Readonly<Record<string, string>> = {
  brandGrid: 'A grid of brand logos (or names), each opening its brand page: the brands you choose, or every brand A to Z.',
  categoryTiles: 'A row of picture tiles, each opening a category of the shop.',
  heroBanner: 'A large picture across the page with a heading, a short text and a button.',
  imageCarousel: 'Pictures that slide one after another, each with an optional heading and link.',
  imageWithText: 'A picture beside a heading, a text and an optional link.',
  landingText: 'An introduction of a few lines; a longer one folds away behind \u201cRead more\u201d.',
  legalSection: 'One section of a legal page (terms, privacy) that opens and closes under its title.',
  productCarousel: 'A row of products shoppers scroll through: the products you pick, or new, sale, best-selling or top-rated ones.',
  productListing: 'A grid of products with filters and sorting: a category\u2019s, a brand\u2019s, the sale or what is new.',
  promoStrip: 'A narrow band across the page with a short offer, an optional link and a code shoppers can copy.',
  richText: 'Free text with headings, lists, links and tables.',
  sectionHeading: 'A heading that starts a new part of the page, or some space between parts.',
  storeLocatorTeaser: 'A picture and a short text inviting shoppers to find a store near them.',
  video: 'A film with a still picture before it plays, and captions.',
};

/** The block's description for an editor: its own line above, else its schema's. */
export const editorDescription = (form: { contentType: string; description: string }): string => EDITOR_DESCRIPTIONS[form.contentType] ?? form.description;
