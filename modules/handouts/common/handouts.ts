/**
 * The handout endpoints' answers (spec §3, design.md §6 "Handout rows"), one definition for the
 * server that builds them, the page that shows them and the tests that check them.
 */

/** A recorded video with its names and its linked handout, as `get_lecture_notes_list` answers it. */
export interface NoteRow {
  video_id: number;
  video_name: string;
  subject: string;
  material_version: string;
  volume_area: string;
  teacher: string;
  subject_id: number;
  material_version_id: number;
  volume_area_id: number;
  teacher_id: number;
  handout_id: number | null;
  task_id: number | null;
  /** The linked handout's name (the viewer's title), empty when none is linked. */
  handout_name: string;
  /** The linked handout's PDF, empty when none is linked. */
  preview: string;
  /** Set only when the handout may be downloaded. */
  download: string;
}

/** A folder or PDF of the live-handout tree. `type` 1 is a handout, 2 homework (from its root). */
export interface HandoutNode {
  id: number;
  label: string;
  subject_id: number;
  type: 1 | 2;
  kind: "folder" | "file";
  oss_url?: string;
  downloadable?: boolean;
  /** A file's download address, set only when it may be downloaded (允许下载). */
  download?: string;
  pages?: number;
  children: HandoutNode[];
}
