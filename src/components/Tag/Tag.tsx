import type { ProductTag } from '../../catalogue/types';
import { Icon, type IconName } from '../Icon';
import { tag as tagStyle } from './Tag.css';

const looks: Record<ProductTag, { tone: 'bestSeller' | 'new' | 'sale'; icon?: IconName }> = {
  'Best Seller': { tone: 'bestSeller', icon: 'check' },
  New: { tone: 'new', icon: 'leaf' },
  Sale: { tone: 'sale' },
};

export interface TagProps {
  /** Which tag to show ('Best Seller', 'New' or 'Sale'): its colour and icon come with it. */
  tag: ProductTag;
}

/** A product badge: Best Seller, New or Sale, each with its own look (not colour alone). */
export function Tag({ tag }: TagProps) {
  const { tone, icon } = looks[tag];
  return (
    <span className={tagStyle({ tone })}>
      {icon ? <Icon name={icon} size={12} /> : null}
      {tag}
    </span>
  );
}

export interface TagListProps {
  /** The product's tags, in the order they show; none renders nothing. */
  tags?: readonly ProductTag[];
  /** Where the list sits: over a card's artwork, or beside a product page's heading. */
  className?: string;
}

/** A product's tags as a list a screen reader counts ("Tags, list, 2 items"). */
export function TagList({ tags, className }: TagListProps) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul role="list" aria-label="Tags" className={className}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag tag={tag} />
        </li>
      ))}
    </ul>
  );
}
