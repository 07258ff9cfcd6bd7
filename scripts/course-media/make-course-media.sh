#!/bin/sh
# Makes the two small sample clips of the course area that are not lessons (run once; the results
# are committed and CI never runs this). Needs ffmpeg with libvpx-vp9 and the DejaVu fonts. The
# lessons themselves are made by make-lesson-media.ts (slides and a narration per lesson).
#
#   public/course/ads/preroll.webm                      the pre-roll advert, 6 s (public)
#   public/course/comments/comment-clip.webm            a member's comment video, 5 s (public)
#
# VP9 in WebM without audio: Debian's Chromium plays it (it may lack H.264), and a silent clip is
# small.
set -eu
cd "$(dirname "$0")/../.."
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p public/course/ads public/course/comments

label() { # text x y size
  printf "drawtext=fontfile=%s:text='%s':x=%s:y=%s:fontsize=%s:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=6" "$FONT" "$1" "$2" "$3" "$4"
}
clock() { # size
  printf "drawtext=fontfile=%s:text='%%{pts\\\\:hms}':x=w-tw-16:y=h-th-16:fontsize=%s:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=6" "$FONT" "$1"
}
# background source, label, width, height, quality (crf), seconds, output. A white square crosses
# the picture so that playback is visible; the clock shows the position.
encode() {
  box=$(($4 / 8))
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "${1}size=$3x$4:rate=24:duration=$6" -f lavfi -i "color=c=white:size=${box}x${box}:rate=24" \
    -filter_complex "[0][1]overlay=x='mod(t*$(($3 / 8)),W-$box)':y=H/2-$(($box / 2)):shortest=1,$(label "$2" w-tw-16 16 $(($4 / 12))),$(clock $(($4 / 14)))" \
    -c:v libvpx-vp9 -crf "$5" -b:v 0 -deadline good -cpu-used 5 -row-mt 1 -g 240 -an "$7"
}

encode smptehdbars= "AD" 640 360 42 6 public/course/ads/preroll.webm
encode testsrc2= "CLIP" 426 240 44 5 public/course/comments/comment-clip.webm
