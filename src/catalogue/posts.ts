import { postArt } from './art';
import type { BlogPost } from './types';

/**
 * The blog's listing: what the cards on /blog show. The article bodies live in articles.ts, which
 * only /blog/{id} loads; `readTime` is written here (minutes at about 200 words a minute) and a
 * unit test checks it against the body.
 */
type PostEntry = Omit<BlogPost, 'image'>;

const entries: readonly PostEntry[] = [
  {
    id: 1,
    title: 'Reading a Certificate of Analysis',
    excerpt:
      'Every product we sell ships with a third-party lab report. Here is how to read one, line by line, before you buy.',
    category: 'Education',
    author: 'Maya Ortiz',
    date: '2024-02-12',
    readTime: 2,
  },
  {
    id: 2,
    title: 'Live Resin, Rosin and Distillate: How They Are Made',
    excerpt:
      'Three common concentrates, three very different processes. A plain-language look at what happens between the field and the jar.',
    category: 'Extraction',
    author: 'Daniel Reyes',
    date: '2024-04-08',
    readTime: 1,
  },
  {
    id: 3,
    title: 'Hemp and the Law: The 2018 Farm Bill in Plain English',
    excerpt:
      'What federal law says about hemp, why the 0.3% figure matters, and why your state may set its own rules. Not legal advice.',
    category: 'Legal',
    author: 'Priya Natarajan',
    date: '2024-06-17',
    readTime: 1,
  },
  {
    id: 4,
    title: 'Inside the Ceramic Coil: What Changed in Vape Hardware',
    excerpt:
      'Ceramic heating cores, all-glass cartridges and rechargeable disposables: how vape hardware has evolved and what to look for.',
    category: 'Innovation',
    author: 'Sam Whitaker',
    date: '2024-09-23',
    readTime: 1,
  },
];

/** The 4 fixed blog posts, one per category, with artwork. */
export const posts: readonly BlogPost[] = entries.map((entry) => ({
  ...entry,
  image: postArt(entry.id),
}));

/** The post with this id, or undefined. */
export function findPost(id: number): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}
