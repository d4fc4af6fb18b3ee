/** "no images", "1 image", "12 images": the one wording of a group's size. */
export const imagesCountText = (count: number): string => (count === 0 ? 'no images' : count === 1 ? '1 image' : `${count} images`);
