import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { cropFor, PICTURE_ASPECT, type PictureSubject, ZPictureAltText } from '#core/people/picture-input';
import { MAX_PROFILE_PICTURE_BYTES, PROFILE_PICTURE_TYPES } from '#core/people/profile';
import { ErrorCallout } from '#web/components/error-callout';
import { type Problems, TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { requestHeaders } from '#web/lib/auth';

const MAX_MB = MAX_PROFILE_PICTURE_BYTES / (1024 * 1024);
const SHAPE: Record<PictureSubject, string> = {
  activity: '4:3 (as on the programme cards)',
  presenter: 'square',
};

interface Chosen {
  file: File;
  url: string;
  /** Width ÷ height as the browser shows it (after EXIF rotation, as the server crops it). */
  aspect: number;
}

function Slider({
  id,
  label,
  value,
  min,
  max,
  step,
  display,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  onChange: (value: number) => void;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Flex>
  );
}

/**
 * Staff choose a picture, frame it with three sliders (zoom, across, down — each keyboard
 * operable), describe it, and upload it; the server cuts the crop with sharp.
 */
export function PictureUploadDialog({
  subject,
  uploadUrl,
  name,
  onUploaded,
}: {
  subject: PictureSubject;
  uploadUrl: string;
  /** What the picture is of, for the dialog's title. */
  name: string;
  onUploaded: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const aspect = PICTURE_ASPECT[subject];
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [zoom, setZoom] = useState(1);
  const [focusX, setFocusX] = useState(0.5);
  const [focusY, setFocusY] = useState(0.5);
  const [altText, setAltText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const crop = chosen ? cropFor({ imageAspect: chosen.aspect, aspect, zoom, focusX, focusY }) : null;

  function reset() {
    setChosen(null);
    setZoom(1);
    setFocusX(0.5);
    setFocusY(0.5);
    setAltText('');
    setProblems({});
    setFailure(null);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFailure(null);
    if (!file) return;
    // The server checks again, by content; these checks only save a pointless upload.
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setFailure('Please use a JPEG, PNG, WebP or GIF picture');
      return;
    }
    if (file.size > MAX_PROFILE_PICTURE_BYTES) {
      setFailure(`Pictures must be smaller than ${MAX_MB} MB`);
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setChosen({ file, url, aspect: image.naturalWidth / image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setFailure('That file is not a picture we can read');
    };
    image.src = url;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const alt = ZPictureAltText.safeParse(altText);
    if (!alt.success) {
      setProblems({ altText: alt.error.issues[0]?.message ?? 'Describe the picture' });
      return;
    }
    setProblems({});
    if (!chosen || !crop) {
      setFailure('Choose a picture first');
      return;
    }
    const query = new URLSearchParams({
      altText: alt.data,
      x: String(crop.x),
      y: String(crop.y),
      width: String(crop.width),
      height: String(crop.height),
    });
    setUploading(true);
    try {
      const response = await fetch(`${uploadUrl}?${query}`, {
        method: 'POST',
        headers: { ...requestHeaders(), 'content-type': chosen.file.type },
        body: chosen.file,
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        problems?: Array<{ path: string[]; message: string }>;
      };
      if (!response.ok) {
        const altProblem = body.problems?.find((problem) => problem.path[0] === 'altText');
        if (altProblem) setProblems({ altText: altProblem.message });
        setFailure(body.error ?? `Upload failed (status ${response.status})`);
        return;
      }
      toast({ title: 'Picture saved', tone: 'success' });
      setOpen(false);
      reset();
      onUploaded();
    } catch {
      setFailure('The upload did not get through. Please try again.');
    } finally {
      setUploading(false);
    }
  }

  const preview =
    chosen && crop
      ? {
          backgroundImage: `url(${chosen.url})`,
          backgroundSize: `${100 / crop.width}% ${100 / crop.height}%`,
          backgroundPosition: `${crop.width < 1 ? (crop.x / (1 - crop.width)) * 100 : 0}% ${
            crop.height < 1 ? (crop.y / (1 - crop.height)) * 100 : 0
          }%`,
        }
      : {};

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger>
        <Button size="2" variant="soft">
          Upload picture
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="36rem">
        <Dialog.Title>Picture for {name}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          JPEG, PNG, WebP or GIF, up to {MAX_MB} MB. It is cut {SHAPE[subject]}; frame it with the sliders.
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" mt="3">
            {failure && <ErrorCallout>{failure}</ErrorCallout>}
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-file`} size="2" weight="medium">
                Picture file
              </Text>
              <input
                id={`${id}-file`}
                type="file"
                accept={PROFILE_PICTURE_TYPES.join(',')}
                onChange={choose}
              />
            </Flex>
            {chosen && (
              <>
                <div
                  role="img"
                  aria-label="Preview of the cropped picture"
                  data-testid="crop-preview"
                  style={{
                    aspectRatio: String(aspect),
                    width: subject === 'presenter' ? '12rem' : '100%',
                    maxWidth: '100%',
                    borderRadius: 'var(--radius-3)',
                    backgroundRepeat: 'no-repeat',
                    ...preview,
                  }}
                />
                <Slider
                  id={`${id}-zoom`}
                  label="Zoom"
                  value={zoom}
                  min={1}
                  max={3}
                  step={0.05}
                  display={`${Math.round(zoom * 100)}%`}
                  onChange={setZoom}
                />
                <Slider
                  id={`${id}-x`}
                  label="Across (left to right)"
                  value={focusX}
                  min={0}
                  max={1}
                  step={0.01}
                  display={`${Math.round(focusX * 100)}% across`}
                  onChange={setFocusX}
                />
                <Slider
                  id={`${id}-y`}
                  label="Down (top to bottom)"
                  value={focusY}
                  min={0}
                  max={1}
                  step={0.01}
                  display={`${Math.round(focusY * 100)}% down`}
                  onChange={setFocusY}
                />
              </>
            )}
            <TextInput
              id={`${id}-alt`}
              label="Description (alt text)"
              value={altText}
              onChange={setAltText}
              problem={problems.altText}
              hint="What someone who cannot see it should know, e.g. “Two performers mid-scene, laughing”."
              required
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={uploading} disabled={!chosen}>
                Save picture
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
