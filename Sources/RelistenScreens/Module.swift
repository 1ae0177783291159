public enum RelistenScreensModule {}
