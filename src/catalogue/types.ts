/** Shapes shared by the catalogue, the cart, the components and the stories. */

/** Money is always a whole number of US cents inside the program. */
export type Cents = number;

export const categoryNames = [
  'Pre-Rolls',
  'Flower',
  'Extracts & Concentrates',
  'Cartridges',
  'Disposables & Devices',
  'Gummies',
  'Wellness & Botanicals',
] as const;
export type CategoryName = (typeof categoryNames)[number];

export const categorySlugs = [
  'pre-rolls',
  'flower',
  'extracts-concentrates',
  'cartridges',
  'disposables-devices',
  'gummies',
  'wellness-botanicals',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export interface Category {
  name: CategoryName;
  slug: CategorySlug;
}

export type ProductTag = 'Best Seller' | 'New' | 'Sale';

/** The sizes catalogue variants come in (docs/behaviour.md "Catalogue"). */
export const variantSizes = [
  '3.5g',
  '7g',
  '1g',
  '2g',
  '3g',
  '.5g',
  '.25g',
  '1.25g',
  '5ct',
  '10ct',
  '50ct',
  '4 pack',
  '8 pack',
  '10 pack',
] as const;
export type VariantSize = (typeof variantSizes)[number];

/** The size of a line for a product that has no variants. */
export const STANDARD_SIZE = 'Standard';

export interface Product {
  id: number;
  name: string;
  category: CategoryName;
  /** Regular price in cents of the first variant, or of the only size. */
  price: Cents;
  /** Lower sale price in cents of the first variant (or only size), when on sale. */
  salePrice?: Cents;
  /** Regular price in cents of each variant after the first; sizes on sale keep the ratio salePrice/price. */
  variantPrices?: Readonly<Partial<Record<VariantSize, Cents>>>;
  /** URL of the product's artwork (an SVG shipped with the project). */
  image: string;
  /** One or two sentences, shown on cards and at the top of the detail page. */
  description: string;
  /** Sizes the product comes in; absent when it comes in one size only. */
  variants?: readonly VariantSize[];
  tags?: readonly ProductTag[];
}

/** A product without its description: what the cart and prices need (src/catalogue/listings.ts). */
export type ProductListing = Omit<Product, 'description'>;

/** The longer copy only the product page needs; kept apart so the shop does not load it. */
export interface ProductDetails {
  id: number;
  suggestedUse: string;
  ingredients: readonly string[];
}

export type StrainId = 'super-glue' | 'gelato' | 'gary-payton';
export type StrainSize = '3.5g' | '28g';
export const strainSizes: readonly StrainSize[] = ['3.5g', '28g'];

export interface Strain {
  id: StrainId;
  name: string;
  image: string;
  description: string;
  pricing: Readonly<Record<StrainSize, Cents>>;
}

export type BlogCategory = 'Education' | 'Extraction' | 'Legal' | 'Innovation';
export const blogCategories: readonly BlogCategory[] = [
  'Education',
  'Extraction',
  'Legal',
  'Innovation',
];

/** Article body as structured text: never HTML strings. */
export type BlogBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[] };

/** A post as the blog listing shows it. */
export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. '2024-03-18'. */
  date: string;
  category: BlogCategory;
  image: string;
  /** Minutes. */
  readTime: number;
}

/** A post with its body (the post's full text), as its article page shows it. */
export interface BlogArticle extends BlogPost {
  body: readonly BlogBlock[];
}

/** Anything that can be put in the cart: a strain (string slug) or a product (number id). */
export type ItemId = StrainId | number;

/** A cart line as stored under localStorage["cart"]. Price is the unit price in cents. */
export interface CartLine {
  id: ItemId;
  name: string;
  size: string;
  price: Cents;
  quantity: number;
  image: string;
}

export type Cart = readonly CartLine[];

/** What a card asks the cart to add. */
export interface AddToCartRequest {
  id: ItemId;
  size: string;
  quantity: number;
}
