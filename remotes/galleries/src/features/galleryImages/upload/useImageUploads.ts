import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { galleryImageMutations, toApiError } from '@nail-or-never/shared';
import { checkImageFile } from '@nail-or-never/shared/kit';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Share of the bytes sent, 0…1. */
  progress: number;
  /** Why it failed: the kit's check before sending, or the server's own sentence. */
  message: string | null;
}

/** Two at a time: each gets most of the line, and the server decodes one while the next arrives. */
const PARALLEL_UPLOADS = 2;

let nextKey = 0;

/**
 * The upload queue of one group's page: every picked or dropped file gets its own row, progress and
 * outcome. A file the kit's check refuses (too large, not a picture) fails at once with its reason;
 * the others still upload, and one failure never stops the rest.
 */
export function useImageUploads(groupId: number, firstDisplayOrder: number) {
  // One observer for the whole queue: each file is its own mutation, each refreshes the group's images.
  const { mutateAsync: upload } = useMutation(galleryImageMutations.upload());
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<UploadItem[]>([]);
  const running = useRef(0);
  const nextOrder = useRef(firstDisplayOrder);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    if (mounted.current) setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const item = queue.current.shift() as UploadItem;
      running.current += 1;
      patch(item.key, { status: 'uploading' });
      const displayOrder = nextOrder.current;
      nextOrder.current += 1;
      upload({ draft: { parentId: groupId, displayOrder, published: true, image: item.file }, options: { onProgress: (progress) => patch(item.key, { progress }) } })
        .then(
          () => patch(item.key, { status: 'done', progress: 1 }),
          (error: unknown) => patch(item.key, { status: 'failed', message: toApiError(error).message }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [upload, groupId, patch]);

  const add = useCallback(
    (files: readonly File[]) => {
      nextOrder.current = Math.max(nextOrder.current, firstDisplayOrder);
      const added = files.map((file): UploadItem => {
        const problem = checkImageFile(file);
        nextKey += 1;
        return { key: `upload-${nextKey}`, file, status: problem ? 'failed' : 'waiting', progress: 0, message: problem };
      });
      setItems((current) => [...current, ...added]);
      queue.current.push(...added.filter((item) => item.status === 'waiting'));
      pump();
    },
    [firstDisplayOrder, pump],
  );

  /** Forgets the finished rows (done and failed); rows still sending stay. */
  const clearFinished = useCallback(() => setItems((current) => current.filter((item) => item.status === 'waiting' || item.status === 'uploading')), []);

  return { items, add, clearFinished };
}

export interface UploadSummary {
  total: number;
  done: number;
  failed: number;
  active: boolean;
}

export function summarizeUploads(items: readonly UploadItem[]): UploadSummary {
  const done = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  return { total: items.length, done, failed, active: done + failed < items.length };
}
