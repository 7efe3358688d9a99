// The data folder is the services' (electron/services/storage/app-folders.ts): the desk and browser mode name it here.
export { defaultDataDir, PRODUCT_NAME } from '../../services/storage/app-folders';
