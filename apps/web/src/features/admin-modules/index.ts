// The feature's front door: what other features, routes and the app may use.
export { EDITORS_PICKS_GROUP, useAdGroup, useSaveAdGroup } from './api/ad-group';
export { useAdminModule } from './api/get-admin-module';
export { ADMIN_MODULES_PAGE_SIZE, useAdminModules } from './api/get-admin-modules';
export { productsOf, useProductOptions } from './api/get-product-options';
export {
  createAdminModule,
  saveModuleContent,
  updateAdminModule,
  useAdminModuleMutation,
} from './api/save-admin-module';
export { AccreditationSection } from './components/accreditation-section';
export { BudgetPanel } from './components/budget-panel';
export { ContentEditor } from './components/content-editor';
export { ModuleForm } from './components/module-form';
export { ModulesTable } from './components/modules-table';
export { ReorderButtons } from './components/reorder-buttons';
export { ScormPanel } from './components/scorm-panel';
export { EXHAUSTION_OPTIONS, MODULE_TYPE_OPTIONS, VISIBILITY_OPTIONS } from './labels';
