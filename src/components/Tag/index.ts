export { Tag, TagList, type TagListProps, type TagProps } from './Tag';
