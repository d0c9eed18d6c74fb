// What the other gateway domains may use of uploads: they import it from here, never from its files.
export { imagesArchiveFile } from './images-archive';
export { receiveMultipartFile, receiveMultipartForm } from './receive-multipart-file';
