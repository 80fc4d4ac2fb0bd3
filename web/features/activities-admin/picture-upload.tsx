import { Button, Flex, Text } from '@radix-ui/themes';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { cropFor, PICTURE_ASPECT, type PictureSubject, ZPictureAltText } from '#core/people/picture-input';
import { MAX_PROFILE_PICTURE_BYTES, PROFILE_PICTURE_TYPES } from '#core/people/profile';
import { FormDialog, useFormState } from '#web/components/form-dialog';
import { TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { requestHeaders } from '#web/lib/auth';

const MAX_MB = MAX_PROFILE_PICTURE_BYTES / (1024 * 1024);
const FOCUS_AXES = [
  { axis: 'x', label: 'Across (left to right)', word: 'across' },
  { axis: 'y', label: 'Down (top to bottom)', word: 'down' },
] as const;
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
  const form = useFormState({ altText: '' });
  const { setFailure, setProblems } = form;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [zoom, setZoom] = useState(1);
  const [focusX, setFocusX] = useState(0.5);
  const [focusY, setFocusY] = useState(0.5);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const focus = { x: focusX, y: focusY };
  const setFocus = { x: setFocusX, y: setFocusY };
  const crop = chosen ? cropFor({ imageAspect: chosen.aspect, aspect, zoom, focusX, focusY }) : null;

  function reset() {
    setChosen(null);
    setZoom(1);
    setFocusX(0.5);
    setFocusY(0.5);
    form.reset({ altText: '' });
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

  async function submit() {
    setFailure(null);
    const alt = ZPictureAltText.safeParse(form.values.altText);
    if (!alt.success) {
      setProblems({ altText: alt.error.issues[0]?.message ?? 'Describe the picture' });
      return false;
    }
    setProblems({});
    if (!chosen || !crop) {
      setFailure('Choose a picture first');
      return false;
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
        return false;
      }
      toast({ title: 'Picture saved', tone: 'success' });
      onUploaded();
      return true;
    } catch {
      setFailure('The upload did not get through. Please try again.');
      return false;
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
    <FormDialog
      form={form}
      trigger={
        <Button size="2" variant="soft">
          Upload picture
        </Button>
      }
      title={`Picture for ${name}`}
      description={`JPEG, PNG, WebP or GIF, up to ${MAX_MB} MB. It is cut ${SHAPE[subject]}; frame it with the sliders.`}
      maxWidth="36rem"
      submitLabel="Save picture"
      submitDisabled={!chosen}
      loading={uploading}
      noValidate
      onClose={reset}
      submit={submit}
    >
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={`${id}-file`} size="2" weight="medium">
          Picture file
        </Text>
        <input id={`${id}-file`} type="file" accept={PROFILE_PICTURE_TYPES.join(',')} onChange={choose} />
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
          {FOCUS_AXES.map(({ axis, label, word }) => (
            <Slider
              key={axis}
              id={`${id}-${axis}`}
              label={label}
              value={focus[axis]}
              min={0}
              max={1}
              step={0.01}
              display={`${Math.round(focus[axis] * 100)}% ${word}`}
              onChange={(value) => setFocus[axis](value)}
            />
          ))}
        </>
      )}
      <TextInput
        id={`${id}-alt`}
        label="Description (alt text)"
        {...form.field('altText')}
        hint="What someone who cannot see it should know, e.g. “Two performers mid-scene, laughing”."
        required
      />
    </FormDialog>
  );
}
