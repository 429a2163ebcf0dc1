export {
  RequirementList,
  wholesaleRequirements,
  type RequirementListProps,
} from './RequirementList';
