export { BlogCard, type BlogCardProps } from './BlogCard';
export { formatPostDate } from './formatPostDate';
