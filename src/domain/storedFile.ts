/** What /storage/uploadfile answers: the stored file as records keep it. */
export interface StoredFile {
  id: string;
  url: string;
  name: string;
  size: number;
  mimeType: string;
}
