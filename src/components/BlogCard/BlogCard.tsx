import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPost } from '../../catalogue/types';
import { cardStyles } from '../Card';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { softPill } from '../../theme/shared.css';
import * as styles from './BlogCard.css';
import { formatPostDate } from './formatPostDate';

export interface BlogCardProps {
  /** The post to preview: its image, category, date, title, excerpt and link. */
  post: BlogPost;
  /** Level of the card's title, under the heading the screen gives (default 3). */
  headingLevel?: 2 | 3;
  /** 'eager' above the fold (often the page's largest paint), 'lazy' (default) below it. */
  imageLoading?: 'eager' | 'lazy';
}

/** A post in the blog listing: art, category, read time, title, excerpt, byline and 'Read More'. */
export function BlogCard({ post, headingLevel = 3, imageLoading = 'lazy' }: BlogCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardStyles.surface} aria-labelledby={headingId}>
      <div className={cardStyles.media}>
        {/* Illustration only: the title right below says what the post is. */}
        <img
          className={cardStyles.image}
          src={post.image}
          alt=""
          width={640}
          height={360}
          loading={imageLoading}
          decoding="async"
        />
      </div>
      <div className={cardStyles.body}>
        <p className={styles.meta}>
          <span className={softPill}>{post.category}</span>
          <span>{post.readTime} min read</span>
        </p>
        <Heading id={headingId} className={cardStyles.title}>
          {post.title}
        </Heading>
        <p className={cardStyles.text}>{post.excerpt}</p>
        <div className={styles.footer}>
          <p className={styles.byline}>
            <span className={styles.author}>{post.author}</span>
            <time className={styles.date} dateTime={post.date}>
              {formatPostDate(post.date)}
            </time>
          </p>
          <Link to={`/blog/${post.id}`} className={styles.readMore}>
            Read More
            <VisuallyHidden> about {post.title}</VisuallyHidden>
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
