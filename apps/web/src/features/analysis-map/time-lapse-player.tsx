import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerEntry } from './layer-state';
import { TIME_LAPSE_SPEEDS, type TimeLapseSpeed, yearInterval } from './map-options';

interface TimeLapsePlayerProps {
  entry: LayerEntry;
  label: string;
  index: number;
  onStep: (delta: number) => void;
  /** The speed it starts at (the map theme's). */
  initialSpeed: TimeLapseSpeed;
}

/**
 * The time-lapse player of one series (specs/3): play and pause (looping), step back and
 * forward, speed 1x/2x/3x, and the year shown. Stepping by hand pauses the play.
 */
export function TimeLapsePlayer({
  entry,
  label,
  index,
  onStep,
  initialSpeed,
}: TimeLapsePlayerProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<TimeLapseSpeed>(initialSpeed);
  const step = useRef(onStep);
  useEffect(() => {
    step.current = onStep;
  });
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => step.current(1), yearInterval(speed));
    return () => window.clearInterval(timer);
  }, [playing, speed]);
  const year = entry.timePoints?.[index]?.year;
  const byHand = (delta: number) => {
    setPlaying(false);
    onStep(delta);
  };
  return (
    <Paper
      elevation={3}
      role="group"
      aria-label={t('analysisMap.timeLapse.label', { layer: label })}
      data-testid="time-lapse-player"
      sx={{
        position: 'absolute',
        bottom: 40,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1,
        px: 1.5,
        py: 0.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title={t('analysisMap.timeLapse.previous')}>
          <IconButton
            onClick={() => byHand(-1)}
            aria-label={t('analysisMap.timeLapse.previous')}
            data-testid="time-lapse-previous"
          >
            <SkipPreviousIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t(playing ? 'analysisMap.timeLapse.pause' : 'analysisMap.timeLapse.play')}>
          <IconButton
            color="primary"
            onClick={() => setPlaying((value) => !value)}
            aria-label={t(playing ? 'analysisMap.timeLapse.pause' : 'analysisMap.timeLapse.play')}
            aria-pressed={playing}
            data-testid="time-lapse-play"
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('analysisMap.timeLapse.next')}>
          <IconButton
            onClick={() => byHand(1)}
            aria-label={t('analysisMap.timeLapse.next')}
            data-testid="time-lapse-next"
          >
            <SkipNextIcon />
          </IconButton>
        </Tooltip>
        <Typography
          variant="h6"
          component="output"
          aria-live="polite"
          aria-label={t('analysisMap.timeLapse.year')}
          data-testid="time-lapse-year"
          sx={{ minWidth: 56, textAlign: 'center' }}
        >
          {year}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={speed}
          aria-label={t('analysisMap.timeLapse.speed')}
          onChange={(_event, value: TimeLapseSpeed | null) => {
            if (value) setSpeed(value);
          }}
        >
          {TIME_LAPSE_SPEEDS.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              data-testid={`time-lapse-speed-${value}`}
              sx={{ py: 0.25, px: 1 }}
            >
              {value}x
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Paper>
  );
}
