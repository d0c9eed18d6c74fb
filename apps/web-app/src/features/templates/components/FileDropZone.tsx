import { PPTX_CONTENT_TYPE } from '@deckmill/api-contracts';
import type { FieldError } from '@deckmill/ui';
import { FileDropZone as DropZone } from '../../../components/FileDropZone';
import { isPptx, megabytes } from './formatting';

const ACCEPT = `.pptx,${PPTX_CONTENT_TYPE}`;

export interface FileDropZoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: FieldError;
  disabled?: boolean;
}

/** Drag a .pptx here or click to pick one; a picked file shows its name and size. */
export function FileDropZone(props: FileDropZoneProps) {
  return (
    <DropZone
      {...props}
      accept={ACCEPT}
      isAccepted={isPptx}
      prompt="Drag and drop your .pptx file here, or click to browse"
      hint="PowerPoint files (.pptx) up to 100MB"
      inputLabel="PowerPoint file"
      describe={(file) => megabytes(file.size)}
    />
  );
}
