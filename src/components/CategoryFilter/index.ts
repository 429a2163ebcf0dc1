export {
  CategoryFilter,
  type CategoryFilterOption,
  type CategoryFilterProps,
} from './CategoryFilter';
